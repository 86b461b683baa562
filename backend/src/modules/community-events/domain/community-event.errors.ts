import { ConflictError, DomainError, ForbiddenError, NotFoundError } from '../../../platform/domain/domain-error.js';

/**
 * The message of spec part 2 §8 for a failed creation. The create route answers every refusal
 * as `イベントの作成に失敗しました: <reason>` (`CreateEventFailedFilter`); the reasons below are plain.
 */
export const CREATE_FAILED_MESSAGE = 'イベントの作成に失敗しました';

export class CommunityEventNotFoundError extends NotFoundError {
  constructor() {
    super('COMMUNITY_EVENT.NOT_FOUND', 'イベントが見つかりません');
  }
}

export class CommunityEventAlreadyExistsError extends ConflictError {
  constructor() {
    super('COMMUNITY_EVENT.ALREADY_EXISTS', 'このイベントは既に作成されています');
  }
}

/** A creation refused for a field. */
export class InvalidCommunityEventError extends DomainError {
  constructor(reason: string) {
    super('COMMUNITY_EVENT.INVALID', reason);
  }
}

export class HostNotFoundError extends DomainError {
  constructor() {
    super('COMMUNITY_EVENT.HOST_NOT_FOUND', '主催者が見つかりません');
  }
}

export class NotEventHostError extends ForbiddenError {
  constructor(what = 'この操作') {
    super('COMMUNITY_EVENT.NOT_HOST', `${what}はイベントの主催者または管理者のみ行えます`);
  }
}

export class OtherHostForbiddenError extends ForbiddenError {
  constructor() {
    super('COMMUNITY_EVENT.OTHER_HOST_FORBIDDEN', '他のユーザーを主催者にできるのは管理者のみです');
  }
}

export class StatusChangeNotAllowedError extends ConflictError {
  constructor(from: string, to: string) {
    super('COMMUNITY_EVENT.STATUS_CHANGE_NOT_ALLOWED', `ステータスを「${from}」から「${to}」に変更することはできません`);
  }
}

export class RegistrationClosedError extends ConflictError {
  constructor() {
    super('COMMUNITY_EVENT.REGISTRATION_CLOSED', '終了または中止されたイベントには申し込めません');
  }
}

export class HostCannotRegisterError extends ConflictError {
  constructor() {
    super('COMMUNITY_EVENT.HOST_CANNOT_REGISTER', '主催者は自分のイベントに申し込めません');
  }
}

export class AlreadyRegisteredError extends ConflictError {
  constructor() {
    super('COMMUNITY_EVENT.ALREADY_REGISTERED', 'このイベントには既に申し込み済みです');
  }
}

export class RegistrationDeclinedError extends ConflictError {
  constructor() {
    super('COMMUNITY_EVENT.REGISTRATION_DECLINED', 'このイベントへの参加は主催者により承認されませんでした');
  }
}

export class RegistrationNotFoundError extends NotFoundError {
  constructor() {
    super('COMMUNITY_EVENT.REGISTRATION_NOT_FOUND', '申し込みが見つかりません');
  }
}

export class RegistrationNotPendingError extends ConflictError {
  constructor() {
    super('COMMUNITY_EVENT.REGISTRATION_NOT_PENDING', 'この申し込みは承認待ちではありません');
  }
}

export class CancellationClosedError extends ConflictError {
  constructor() {
    super('COMMUNITY_EVENT.CANCELLATION_CLOSED', '終了または中止されたイベントの申し込みは取り消せません');
  }
}

/** Issue 33: an event not yet begun has no attendance to record, whatever its status says. */
export class AttendanceBeforeStartError extends ConflictError {
  constructor() {
    super('COMMUNITY_EVENT.ATTENDANCE_BEFORE_START', 'イベントの開始前は出席を記録できません。開始時刻を過ぎてから記録してください');
  }
}

export class AttendanceNotOpenError extends ConflictError {
  constructor() {
    super('COMMUNITY_EVENT.ATTENDANCE_NOT_OPEN', '出席は開催中または終了したイベントでのみ記録できます');
  }
}

export class NotAParticipantError extends ConflictError {
  constructor() {
    super('COMMUNITY_EVENT.NOT_A_PARTICIPANT', '参加が確定した人だけが出席を記録できます');
  }
}

export class FeedbackNotOpenError extends ConflictError {
  constructor() {
    super('COMMUNITY_EVENT.FEEDBACK_NOT_OPEN', 'フィードバックはイベントの終了後に送信できます');
  }
}

export class FeedbackNotAllowedError extends ForbiddenError {
  constructor() {
    super('COMMUNITY_EVENT.FEEDBACK_NOT_ALLOWED', 'フィードバックを送信できるのはイベントの参加者のみです');
  }
}

export class FeedbackAlreadyGivenError extends ConflictError {
  constructor() {
    super('COMMUNITY_EVENT.FEEDBACK_ALREADY_GIVEN', 'このイベントのフィードバックは送信済みです');
  }
}

export class InvalidFeedbackError extends DomainError {
  constructor(message: string) {
    super('COMMUNITY_EVENT.INVALID_FEEDBACK', message);
  }
}

export class InvalidRecordingError extends DomainError {
  constructor() {
    super('COMMUNITY_EVENT.INVALID_RECORDING', '録画URLはhttpまたはhttpsのURLで指定してください');
  }
}

export class RecordingNotAllowedError extends ConflictError {
  constructor() {
    super('COMMUNITY_EVENT.RECORDING_NOT_ALLOWED', '中止されたイベントには録画を登録できません');
  }
}

export class EventNotEditableError extends ConflictError {
  constructor() {
    super('COMMUNITY_EVENT.NOT_EDITABLE', '終了または中止したイベントは編集できません');
  }
}

/** Decision 0061: a capacity below the seats taken is refused rather than moving people to the waiting list. */
export class CapacityBelowSeatsTakenError extends DomainError {
  constructor(seatsTaken: number) {
    super('COMMUNITY_EVENT.CAPACITY_BELOW_SEATS', `最大参加者数は参加確定済みの人数（${seatsTaken}人）より少なくできません`);
  }
}

export class EventSessionNotFoundError extends NotFoundError {
  constructor() {
    super('COMMUNITY_EVENT.SESSION_NOT_FOUND', 'このイベントにそのセッションはありません');
  }
}

export class EventMaterialNotFoundError extends NotFoundError {
  constructor() {
    super('COMMUNITY_EVENT.MATERIAL_NOT_FOUND', '資料が見つかりません');
  }
}

export class MaterialsNotAllowedError extends ConflictError {
  constructor() {
    super('COMMUNITY_EVENT.MATERIALS_CLOSED', '中止されたイベントには資料を追加できません');
  }
}

export class MaterialsForbiddenError extends ForbiddenError {
  constructor() {
    super('COMMUNITY_EVENT.MATERIALS_FORBIDDEN', 'イベントの資料は参加者と主催者だけが見られます');
  }
}

export class RecordingUploadNotOpenError extends ConflictError {
  constructor() {
    super('COMMUNITY_EVENT.RECORDING_NOT_OPEN', '録画は開催中または終了したイベントにだけアップロードできます');
  }
}

export class EventRecordingNotFoundError extends NotFoundError {
  constructor() {
    super('COMMUNITY_EVENT.RECORDING_NOT_FOUND', 'このイベントの録画はありません');
  }
}

export class RecordingForbiddenError extends ForbiddenError {
  constructor() {
    super('COMMUNITY_EVENT.RECORDING_FORBIDDEN', '録画は参加が確定した方と主催者だけが見られます');
  }
}
