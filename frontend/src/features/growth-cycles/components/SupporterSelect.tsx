import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { growthCycleMessages as m } from '../../../locales/ja-JP/growth-cycles';
import { useUsersCurrentUserQuery, useUsersSearchDirectoryQuery } from '../../../shared/api/generated/users';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** How long typing must pause before the directory is searched. */
export const SUPPORTER_SEARCH_DEBOUNCE_MS = 300;

interface SupporterSelectProps {
  /** The chosen user ids (a Form.Item's value). */
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
}

/**
 * Supporters from the whole organisation (any team, a mentor elsewhere too): a remote search of
 * the user directory by name (and e-mail, for those allowed to see it), debounced. Names of people
 * already chosen stay shown when a later search no longer lists them.
 */
export function SupporterSelect({ value = [], onChange, id }: SupporterSelectProps) {
  // The owner is never offered (the server refuses oneself as supporter).
  const selfId = useUsersCurrentUserQuery().data?.id;
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), SUPPORTER_SEARCH_DEBOUNCE_MS);
  const found = useUsersSearchDirectoryQuery({ search, limit: 20 });
  const [chosenLabels, setChosenLabels] = useState<ReadonlyMap<string, string>>(new Map());

  const options = useMemo(() => {
    const hits = (found.data ?? []).filter((hit) => hit.userId !== selfId);
    const labelOf = (hit: { displayName: string; email?: string }) => (hit.email ? `${hit.displayName}（${hit.email}）` : hit.displayName);
    const listed = new Set(hits.map((hit) => hit.userId));
    const kept = value.filter((userId) => !listed.has(userId)).map((userId) => ({ value: userId, label: chosenLabels.get(userId) ?? userId }));
    return [...hits.map((hit) => ({ value: hit.userId, label: labelOf(hit) })), ...kept];
  }, [found.data, selfId, value, chosenLabels]);

  const change = (next: string[]) => {
    const labels = new Map(chosenLabels);
    for (const option of options) if (next.includes(option.value)) labels.set(option.value, option.label);
    setChosenLabels(labels);
    onChange?.(next);
  };

  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      showSearch
      filterOption={false}
      searchValue={term}
      onSearch={setTerm}
      onBlur={() => setTerm('')}
      value={value}
      onChange={change}
      loading={found.isFetching}
      placeholder={m.create.supportersPlaceholder}
      notFoundContent={found.isFetching ? m.create.supportersSearching : m.create.supportersEmpty}
      options={options}
      maxCount={50}
    />
  );
}
