import { oneOnOneMessages as m } from '../../locales/ja-JP/one-on-one';
import { agendaMessages as agenda } from '../../locales/ja-JP/one-on-one-agendas';
import { registerWriteFailures } from '../../shared/api/write-failures';

/**
 * What a failed 1on1 board or agenda write says (shown by the write-failure listener, decision
 * 0067). A department's rename is in the shared team registry (`shared/teams/write-failures`), worded
 * as on every screen that edits departments.
 */
registerWriteFailures({
  oneOnOneMatrixCreateEntry: m.newEntry.failed,
  oneOnOneMatrixDeleteEntry: m.entry.removeFailed,
  oneOnOneMatrixDeleteGrowthPoint: { summary: m.detail.deleteFailed, title: m.detail.deleteFailedTitle },
  oneOnOneMatrixRecordSession: m.session.failed,
  oneOnOneAgendasAddTopicToAgenda: agenda.saveFailed,
  oneOnOneAgendasRemoveTopicFromAgenda: agenda.saveFailed,
  oneOnOneAgendasRecordOutcome: agenda.saveFailed,
  oneOnOneAgendasAddActionItem: agenda.saveFailed,
  oneOnOneAgendasCompleteActionItem: agenda.saveFailed,
  oneOnOneAgendasGivePulse: agenda.saveFailed,
  oneOnOneAgendasAddTopic: agenda.saveFailed,
  oneOnOneAgendasSetTopicActive: agenda.saveFailed,
});
