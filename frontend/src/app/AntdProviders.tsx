import { ConfigProvider } from 'antd';
import jaJP from 'antd/locale/ja_JP';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import type { ReactNode } from 'react';
import { NotifierBridge } from '../shared/ui/NotifierBridge';
import { themeConfig } from '../shared/ui/theme';

dayjs.locale('ja');

/** antd inserts a space between two CJK characters in buttons ("作 成"); Japanese UI text must stay as written. */
const buttonConfig = { autoInsertSpace: false };

/** antd in Japanese (ja_JP, dayjs 'ja') with the brand theme, and context-aware toasts (`NotifierBridge`; antd's `App` would also bring its modal and message code). */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={jaJP} theme={themeConfig} button={buttonConfig}>
      <NotifierBridge />
      {children}
    </ConfigProvider>
  );
}
