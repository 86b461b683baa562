import { MODERATION_LIMITS } from '@pivot/rules';
import { ConflictError, DomainError } from './domain-error.js';

/**
 * The moderation policy shared by every place where members write for each other (the forum's
 * posts and replies, the anonymous posts): a member reports with a reason, never their own text
 * and once until it is reviewed; enough reports hide the text until a moderator reviews it; a
 * moderator (team_admin, admin: the routes' access rule) hides or restores with a reason.
 *
 * Pure functions over a small state that each decider keeps per reportable text; the deciders
 * turn the verdicts into their own events (docs/modules/moderation.md).
 */

/** Reports by this many different members hide the text until a moderator reviews it. */
export const AUTO_HIDE_REPORTS = 3;

export const MODERATION_REASON_MAX = MODERATION_LIMITS.reason.max;

export const MODERATION_MESSAGES = {
  reasonBlank: MODERATION_LIMITS.reason.required,
  reasonTooLong: MODERATION_LIMITS.reason.tooLong,
  autoHidden: `${AUTO_HIDE_REPORTS}件の通報により確認まで非表示`,
} as const;

/** `pending_review`: hidden automatically by reports until a moderator decides. */
export type ModerationVisibility = 'shown' | 'pending_review' | 'hidden';

export interface ModerationState {
  /** Members who reported the text since its last review. */
  readonly reporterIds: readonly string[];
  readonly visibility: ModerationVisibility;
}

export const UNMODERATED: ModerationState = { reporterIds: [], visibility: 'shown' };

export class ModerationReasonError extends DomainError {
  constructor(message: string) {
    super('MODERATION.INVALID_REASON', message);
  }
}

/** Told only to the author, who knows the text is theirs. */
export class OwnTextReportError extends DomainError {
  constructor() {
    super('MODERATION.OWN_POST_REPORT', '自分の投稿は通報できません');
  }
}

export class AlreadyReportedError extends ConflictError {
  constructor() {
    super('MODERATION.ALREADY_REPORTED', 'この投稿は既に通報済みです');
  }
}

export class AlreadyHiddenError extends ConflictError {
  constructor() {
    super('MODERATION.ALREADY_HIDDEN', 'この投稿は既に非表示です');
  }
}

export class NotHiddenError extends ConflictError {
  constructor() {
    super('MODERATION.NOT_HIDDEN', 'この投稿は非表示になっていません');
  }
}

/** The reason as stored (trimmed, 1–500 code points). */
export function moderationReason(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length === 0) throw new ModerationReasonError(MODERATION_MESSAGES.reasonBlank);
  if (Array.from(trimmed).length > MODERATION_REASON_MAX) throw new ModerationReasonError(MODERATION_MESSAGES.reasonTooLong);
  return trimmed;
}

export interface ReportVerdict {
  reason: string;
  /** This report is the one that hides the text until a moderator reviews it. */
  hidesUntilReview: boolean;
}

/** A report of a text that members can see (the caller checked that it is shown). */
export function decideReport(state: ModerationState, report: { reporterId: string; isOwnText: boolean; reason: string }): ReportVerdict {
  const reason = moderationReason(report.reason);
  if (report.isOwnText) throw new OwnTextReportError();
  if (state.reporterIds.includes(report.reporterId)) throw new AlreadyReportedError();
  return { reason, hidesUntilReview: state.reporterIds.length + 1 >= AUTO_HIDE_REPORTS };
}

/** A moderator hides the text (shown, or hidden automatically until review). */
export function decideHide(state: ModerationState, reason: string): string {
  if (state.visibility === 'hidden') throw new AlreadyHiddenError();
  return moderationReason(reason);
}

/** A moderator shows the text again. */
export function decideRestore(state: ModerationState, reason: string): string {
  if (state.visibility === 'shown') throw new NotHiddenError();
  return moderationReason(reason);
}

export function afterReported(state: ModerationState, reporterId: string): ModerationState {
  return { ...state, reporterIds: [...state.reporterIds, reporterId] };
}

/** A moderator's hiding is a review: later reports count afresh. The automatic one keeps them. */
export function afterHidden(state: ModerationState, automatic: boolean): ModerationState {
  return automatic ? { ...state, visibility: 'pending_review' } : { reporterIds: [], visibility: 'hidden' };
}

export function afterRestored(): ModerationState {
  return UNMODERATED;
}
