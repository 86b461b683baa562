import { EditOutlined, HeartOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Input, Row, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { forumTexts } from '../../../locales/ja-JP/forum';
import { useForumCategoriesQuery, useForumListQuery } from '../../../shared/api/generated/forum';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { CryFromHeartDialog } from '../components/CryFromHeartDialog';
import { ForumOutcomes } from '../components/ForumOutcomes';
import { ForumSideCards } from '../components/ForumSideCards';
import { NewPostDialog } from '../components/NewPostDialog';
import { PostCard } from '../components/PostCard';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { LoadFailure } from '../../../shared/ui/LoadFailure';

const ALL = 'all';
const PAGE = 30;

/** /community/forum: category filter, search, the post list, the two dialogs and the side cards. */
export default function ForumPage() {
  const navigate = useNavigate();
  const [category, setCategory] = useState<string>(ALL);
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const [dialog, setDialog] = useState<'post' | 'cry' | undefined>();
  const categories = useForumCategoriesQuery();
  const filter = { categoryId: category === ALL ? undefined : category, q: search.trim() || undefined, limit };
  const posts = useForumListQuery(filter);
  // Relative times are counted from when the data arrived.
  const now = useMemo(() => (posts.fulfilledTimeStamp === undefined ? new Date() : new Date(posts.fulfilledTimeStamp)), [posts.fulfilledTimeStamp]);
  const categoryList = categories.data ?? [];
  const filtered = filter.categoryId !== undefined || filter.q !== undefined;

  return (
    <Flex vertical gap="large" style={{ maxWidth: 1400 }}>
      <Flex justify="space-between" align="flex-start" wrap gap="middle">
        <PageTitle title={forumTexts.title} lead={forumTexts.lead} />
        <Flex gap="small" wrap>
          <Button icon={<HeartOutlined />} onClick={() => setDialog('cry')}>
            {forumTexts.cryFromHeart}
          </Button>
          <Button type="primary" icon={<EditOutlined />} onClick={() => setDialog('post')} disabled={!categories.data}>
            {forumTexts.newPost}
          </Button>
        </Flex>
      </Flex>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap="middle">
            {/* The category filter buttons of spec §2: all, then each category; they wrap on a phone. */}
            <Flex gap="small" wrap role="group" aria-label={forumTexts.categoryFilter}>
              {[{ id: ALL, name: forumTexts.allCategories }, ...categoryList].map((c) => (
                <Button
                  key={c.id}
                  type={category === c.id ? 'primary' : 'default'}
                  aria-pressed={category === c.id}
                  onClick={() => {
                    setCategory(c.id);
                    setLimit(PAGE);
                  }}
                >
                  {c.name}
                </Button>
              ))}
            </Flex>
            <Input.Search
              allowClear
              placeholder={forumTexts.searchPlaceholder}
              aria-label={forumTexts.searchPlaceholder}
              onSearch={(value) => {
                setSearch(value);
                setLimit(PAGE);
              }}
            />
            {posts.isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
            {posts.isError && (
              <LoadFailure title={forumTexts.loadError} error={posts.error} onRetry={() => posts.refetch()} />
            )}
            {posts.data?.length === 0 &&
              (filtered ? (
                <EmptyState size="compact" illustration="list" title={forumTexts.noMatch} description={forumTexts.noMatchHint} />
              ) : (
                <EmptyState
                  size="section"
                  illustration="list"
                  title={forumTexts.empty}
                  description={forumTexts.emptyHint}
                  actions={
                    <Button type="primary" onClick={() => setDialog('post')}>
                      {forumTexts.newPost}
                    </Button>
                  }
                />
              ))}
            {posts.data?.map((post) => (
              <PostCard key={post.id} post={post} category={categoryList.find((c) => c.id === post.categoryId)} now={now} />
            ))}
            {posts.data && posts.data.length === limit && (
              <Button onClick={() => setLimit(limit + PAGE)} loading={posts.isFetching}>
                {forumTexts.more}
              </Button>
            )}
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap="middle">
            <ForumOutcomes now={now} />
            <ForumSideCards categories={categoryList} now={now} />
          </Flex>
        </Col>
      </Row>
      {dialog === 'post' && categories.data && (
        <NewPostDialog
          categories={categories.data}
          initialCategoryId={filter.categoryId}
          onClose={() => setDialog(undefined)}
          onCreated={(postId) => navigate(`/community/forum/${postId}`)}
        />
      )}
      {dialog === 'cry' && <CryFromHeartDialog onClose={() => setDialog(undefined)} />}
    </Flex>
  );
}
