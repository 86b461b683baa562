import { BookOutlined, CalendarOutlined, CommentOutlined, ReadOutlined, SearchOutlined, UserOutlined } from '@ant-design/icons';
import { isSearchableQuery } from '@pivot/rules';
import { Alert, Empty, Flex, Input, Modal, Spin, Tag, theme } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { useDeferredValue, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { searchTexts as t } from '../../../locales/ja-JP/search';
import { useSearchFindQuery, type SearchHitResponse } from '../../../shared/api/generated/search';
import { HighlightedSnippet } from '../../../shared/ui/HighlightedSnippet';
import { hitPath } from '../lib/hit-path';
import './global-search.css';

const ICONS: Record<SearchHitResponse['kind'], ReactNode> = {
  knowledge: <BookOutlined />,
  forum: <CommentOutlined />,
  event: <CalendarOutlined />,
  learning: <ReadOutlined />,
  member: <UserOutlined />,
};

/** The search palette (loaded when first opened): the query, then the hits, the better match first across kinds (the server's order); ↑↓ move, Enter opens, Esc closes. */
export default function SearchPalette({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const q = useDeferredValue(query.trim());
  const searchable = isSearchableQuery(q);
  const { data, isFetching, isError } = useSearchFindQuery({ q }, { skip: !searchable });
  const hits = searchable ? (data?.hits ?? []) : [];
  const selected = Math.min(active, Math.max(hits.length - 1, 0));

  const openHit = (hit: SearchHitResponse) => {
    onClose();
    void navigate(hitPath(hit));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length > 0) setActive((selected + (event.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (event.key === 'Enter' && hits[selected] && !event.nativeEvent.isComposing) {
      event.preventDefault();
      openHit(hits[selected]);
    }
  };

  return (
    <Modal open onCancel={onClose} footer={null} title={t.dialogTitle} width={680} className="global-search" destroyOnHidden>
      <Input
        autoFocus
        size="large"
        prefix={<SearchOutlined />}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        placeholder={t.placeholder}
        aria-label={t.label}
        role="combobox"
        aria-expanded={hits.length > 0}
        aria-controls="global-search-results"
        aria-activedescendant={hits[selected] ? `global-search-hit-${selected}` : undefined}
        allowClear
      />
      <Typography.Text type="secondary" className="global-search-hint">
        {q.length > 0 && !searchable ? t.hint : t.keys}
      </Typography.Text>
      {searchable && data && data.unmatched.length > 0 && <Alert type="info" showIcon message={t.unmatched(data.unmatched)} className="global-search-unmatched" />}
      {isError && <Alert type="error" showIcon message={t.failed} />}
      {searchable && isFetching && hits.length === 0 && (
        <Flex justify="center" className="global-search-empty">
          <Spin tip={t.searching} />
        </Flex>
      )}
      {searchable && data && !isFetching && hits.length === 0 && (
        <Empty className="global-search-empty" description={<>{t.noHits(q)}<br />{t.noHitsHint}</>} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
      {hits.length > 0 && (
        <ul id="global-search-results" role="listbox" aria-label={t.resultsLabel} className="global-search-results">
          {hits.map((hit, i) => (
            <li
              key={`${hit.kind}-${hit.id}`}
              id={`global-search-hit-${i}`}
              role="option"
              aria-selected={i === selected}
              className="global-search-hit"
              style={i === selected ? { background: token.controlItemBgActive } : undefined}
              onMouseEnter={() => setActive(i)}
              onClick={() => openHit(hit)}
              // The combobox moves the selection; an option clicked and then keyed opens too.
              tabIndex={-1}
              onKeyDown={(event) => {
                if (event.key === 'Enter') openHit(hit);
              }}
            >
              <Flex gap="small" align="center" wrap>
                <Tag icon={ICONS[hit.kind]} color="default" className="global-search-kind">
                  {t.kinds[hit.kind]}
                </Tag>
                <span className="global-search-title">
                  <HighlightedSnippet snippet={hit.title} highlights={hit.titleHighlights} />
                </span>
              </Flex>
              <Typography.Text type="secondary" className="global-search-breadcrumb">
                {hit.breadcrumb.join(' › ')}
              </Typography.Text>
              {hit.snippet && (
                <div className="global-search-snippet">
                  <HighlightedSnippet snippet={hit.snippet} highlights={hit.highlights} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
