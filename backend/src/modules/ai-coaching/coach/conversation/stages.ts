import type { SessionType } from '../../events/coaching-session.events.js';

/**
 * The stages of a coaching model's session, one open question each. Coaching and planning follow
 * GROW (goal, reality, options, will); a reflection follows the reflection guide (this week's
 * practice, insights, challenges, next steps). `about` asks the same about the member the user
 * named ({member}); `afterTried` asks it once the user said what they already tried.
 */
export interface Stage {
  key: string;
  label: string;
  question: string;
  about: string;
  afterTried?: string;
  /** The concept card a reply cites when the message matches none. */
  cardId: string;
}

export const GROW_STAGES: readonly Stage[] = [
  {
    key: 'goal',
    label: '目標（Goal）',
    question: 'このセッションが終わったとき、どうなっていたら「話してよかった」と思えそうですか？',
    about: '{member}とのことで、この時間が終わったときにどうなっていたら「話してよかった」と思えそうですか？',
    cardId: 'worksheet:future-goals',
  },
  {
    key: 'reality',
    label: '現状（Reality）',
    question: 'いま実際に起きていることを、事実だけで言うとどうなりますか？',
    about: '最近実際に見聞きした{member}の様子を、事実だけで言うとどうなりますか？',
    cardId: 'worksheet:reduce-worries',
  },
  {
    key: 'options',
    label: '選択肢（Options）',
    question: 'あなたが変えられることの中で、試せそうなことは何がありますか？',
    about: '{member}に対してあなたが変えられることの中で、試せそうなことは何がありますか？',
    afterTried: 'これまで試したこと以外に、あなたが変えられることの中で試せそうなことは何がありますか？',
    cardId: 'worksheet:circle-of-influence',
  },
  {
    key: 'will',
    label: '意思（Will）',
    question: 'その中から、まず何を、いつやってみますか？',
    about: 'その中から、{member}に対してまず何を、いつやってみますか？',
    cardId: 'worksheet:accelerator-brake',
  },
];

export const REFLECTION_STAGES: readonly Stage[] = [
  {
    key: 'practice',
    label: '今週の実践',
    question: '今週、本の考え方で実際に試してみたことは何でしたか？',
    about: '今週、{member}との関わりで実際に試してみたことは何でしたか？',
    cardId: 'worksheet:iceberg-basic',
  },
  { key: 'insights', label: '気づき', question: 'やってみて、どんなことに気づきましたか？', about: 'やってみて、{member}の反応からどんなことに気づきましたか？', cardId: 'worksheet:perspective-view' },
  {
    key: 'challenges',
    label: '課題',
    question: 'うまくいかなかったこと、引っかかっていることは何ですか？',
    about: '{member}との関わりで、うまくいかなかったことや引っかかっていることは何ですか？',
    cardId: 'worksheet:accelerator-brake',
  },
  { key: 'goals', label: '次のステップ', question: '来週は何を一つ変えてみますか？', about: '来週、{member}との関わりで何を一つ変えてみますか？', cardId: 'worksheet:future-goals' },
];

export const stagesOf = (sessionType: SessionType): readonly Stage[] => (sessionType === 'reflection' ? REFLECTION_STAGES : GROW_STAGES);
