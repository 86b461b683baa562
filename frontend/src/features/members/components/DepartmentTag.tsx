import { Badge } from 'antd';

/** A department's name with its colour. */
export function DepartmentTag({ name, color }: { name: string; color: string }) {
  return <Badge color={color} text={name} />;
}
