import { CloudDownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Input, Row, Segmented, Skeleton } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useOpenedItem } from '../../../shared/lib/use-opened-item';
import { knowledgeBaseTexts as texts } from '../../../locales/ja-JP/knowledge-base';
import { useKnowledgeBaseBookQuery, useKnowledgeBaseListQuery, useKnowledgeBaseSearchQuery, useKnowledgeBaseSeedMutation } from '../../../shared/api/generated/knowledge-base';
import { useCurrentUser } from '../../../shared/auth/current-user';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { notifySuccess } from '../../../shared/ui/notify';
import { HighlightedSnippet } from '../../../shared/ui/HighlightedSnippet';
import { KnowledgeCard } from '../components/KnowledgeCard';
import { KnowledgeDetailDrawer } from '../components/KnowledgeDetailDrawer';
import { isSearchableQuery } from '@pivot/rules';
import { summary } from '../lib/highlight';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import '../write-failures';

const ALL = '';

/**
 * The knowledge base (spec part 2 §2): a search box that runs from 3 characters, book filter
 * buttons, the admin's 'load book data' button and the entries as cards; a card opens the entry.
 * Without a query the cards are the entries in book order; with one, the search's passages,
 * most relevant first, with the matches marked.
 */
export default function KnowledgeBasePage() {
  const { user } = useCurrentUser();
  // `?q=` opens the screen on a search (a link from elsewhere, e.g. the AI coach's sources).
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const [book, setBook] = useState(ALL);
  // `?open=<id>` (the global search's link) opens an item.
  const [openId, setOpenId] = useOpenedItem();
  const deferred = useDeferredValue(query.trim());
  const searching = isSearchableQuery(deferred);
  const tooShort = deferred.length > 0 && !searching;

  const all = useKnowledgeBaseListQuery();
  const byBook = useKnowledgeBaseBookQuery({ title: book }, { skip: book === ALL || searching });
  const search = useKnowledgeBaseSearchQuery({ q: deferred, bookTitle: book === ALL ? undefined : book }, { skip: !searching });
  const [seed, seeding] = useKnowledgeBaseSeedMutation();

  const books = [...new Set((all.data ?? []).map((entry) => entry.bookTitle))];
  const isAdmin = user?.isAdmin === true;
  const listed = book === ALL ? all : byBook;

  async function loadBookData() {
    try {
      const result = await seed({ seedKnowledgeBaseRequest: {} }).unwrap();
      notifySuccess(texts.loaded(result.added, result.revised, result.unchanged));
    } catch {
      // Shown by the write-failure listener.
    }
  }

  const loadButton = isAdmin && (
    <Button icon={<CloudDownloadOutlined />} loading={seeding.isLoading} onClick={loadBookData} title={texts.loadBookDataHint}>
      {texts.loadBookData}
    </Button>
  );

  function results() {
    const current = searching ? search : listed;
    if (current.error) {
      return (
        <LoadFailure title={texts.loadError} error={current.error} onRetry={() => current.refetch()} />
      );
    }
    if (current.isLoading || current.isFetching || !current.data) return <Skeleton active />;
    if (searching && search.data) {
      if (search.data.length === 0) return <EmptyState size="compact" illustration="list" title={texts.noHits(deferred)} description={texts.noHitsHint} />;
      return (
        <Flex vertical gap="small">
          <Typography.Text type="secondary">{texts.resultCount(search.data.length)}</Typography.Text>
          <Row gutter={[16, 16]}>
            {search.data.map((passage) => (
              <Col key={passage.entryId} xs={24} md={12} xxl={8}>
                <KnowledgeCard
                  id={passage.entryId}
                  {...passage}
                  passage={<HighlightedSnippet snippet={passage.snippet} highlights={passage.highlights} />}
                  onOpen={setOpenId}
                />
              </Col>
            ))}
          </Row>
        </Flex>
      );
    }
    const entries = listed.data ?? [];
    if (entries.length === 0) {
      return (
        <EmptyState illustration="list" title={texts.empty} description={isAdmin ? texts.emptyAdminHint : texts.emptyHint} actions={loadButton || undefined} />
      );
    }
    return (
      <Row gutter={[16, 16]}>
        {entries.map((entry) => (
          <Col key={entry.id} xs={24} md={12} xxl={8}>
            <KnowledgeCard {...entry} passage={summary(entry.content)} onOpen={setOpenId} />
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <Flex vertical gap="large" style={{ maxWidth: 1400 }}>
      <Flex justify="space-between" align="flex-start" gap="middle" wrap>
        <PageTitle title={texts.title} lead={texts.lead} style={{ flex: '1 1 320px' }} />
        {loadButton}
      </Flex>
      <Panel size="small">
        <Flex vertical gap="small">
          <Input
            size="large"
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            aria-label={texts.searchLabel}
            placeholder={texts.searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {tooShort && (
            <Typography.Text type="secondary" role="status">
              {texts.searchHint}
            </Typography.Text>
          )}
          {books.length > 0 && (
            <Flex gap="small" align="center" wrap>
              <Typography.Text type="secondary">{texts.bookFilterLabel}</Typography.Text>
              <Segmented
                aria-label={texts.bookFilterLabel}
                value={book}
                onChange={(value) => setBook(String(value))}
                options={[{ label: texts.allBooks, value: ALL }, ...books.map((title) => ({ label: title, value: title }))]}
              />
            </Flex>
          )}
        </Flex>
      </Panel>
      {results()}
      <KnowledgeDetailDrawer
        id={openId}
        onClose={() => setOpenId(undefined)}
        onSearch={(topic) => {
          setOpenId(undefined);
          setQuery(topic);
        }}
      />
    </Flex>
  );
}
