import { knowledgeBaseTexts as texts } from '../../locales/ja-JP/knowledge-base';
import { registerWriteFailures } from '../../shared/api/write-failures';

/** What a failed knowledge-base write says (shown by the write-failure listener, decision 0067). */
registerWriteFailures({
  knowledgeBaseSeed: texts.loadFailed,
});
