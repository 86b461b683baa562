import type { ReactNode } from 'react';
import { growthCycleMessages as m } from '../../../locales/ja-JP/growth-cycles';
import type { GrowthCycleResponse } from '../../../shared/api/generated/growth-cycles';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { notifyError } from '../../../shared/ui/notify';
import { notifyAward, type AwardAnswer } from '../lib/award';
import '../write-failures';

interface GiftTexts {
  title: (ownerName: string) => string;
  submit: string;
  cancel: string;
  sent: string;
}

/**
 * The dialog both gifts share (praise and a cheer): validates the form, refuses without a target
 * cycle (spec §8's message), sends, and says how it went (with the points earned, or the fair-play
 * rule that withheld them); a failed send is worded by the write-failure listener. The caller gives
 * the fields and the send.
 */
export function GiftDialog<Values extends object>({
  name,
  cycle,
  open,
  onClose,
  texts,
  initialValues,
  sending,
  send,
  before,
  children,
}: {
  name: string;
  cycle: GrowthCycleResponse | null;
  open: boolean;
  onClose: () => void;
  texts: GiftTexts;
  initialValues: Partial<Values>;
  sending: boolean;
  /** Sends the gift; answers what it earned the giver (the toast says it, or why nothing). */
  send: (values: Values, cycle: GrowthCycleResponse) => Promise<AwardAnswer>;
  /** Shown above the form (the feed-forward protocol). */
  before?: ReactNode;
  children: ReactNode;
}) {
  const submit = async (values: Values) => {
    if (!cycle) {
      notifyError(undefined, m.feedback.noTarget);
      return false;
    }
    notifyAward(texts.sent, await send(values, cycle));
  };

  return (
    <FormDialog<Values>
      name={name}
      open={open}
      texts={{ title: texts.title(cycle?.ownerName ?? ''), submit: texts.submit, cancel: texts.cancel }}
      width={560}
      loading={sending}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      before={before}
    >
      {children}
    </FormDialog>
  );
}
