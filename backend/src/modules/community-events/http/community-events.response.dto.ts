import { ApiProperty } from '@nestjs/swagger';
import { EVENT_PLATFORMS, EVENT_STATUSES, EVENT_TYPES } from '../events/community-event.events.js';
import type { CommunityEventStatus, CommunityEventType, EventPlatform } from '../events/community-event.events.js';
import type { RegistrationStatus } from '../domain/community-event.js';

export const REGISTRATION_STATUSES = ['pending', 'registered', 'waitlisted', 'attended', 'declined', 'cancelled'] as const satisfies readonly RegistrationStatus[];

export class EventMaterialResponse {
  @ApiProperty() name: string;
  @ApiProperty() url: string;
  @ApiProperty({ example: 'slides' }) type: string;
}

export class MyRegistrationResponse {
  @ApiProperty({ enum: REGISTRATION_STATUSES, enumName: 'EventRegistrationStatus' }) status: RegistrationStatus;
  @ApiProperty({ nullable: true, type: Number, description: '1 = next to get a seat; null unless waitlisted' })
  waitlistPosition: number | null;
  @ApiProperty() registeredAt: string;
}

export class CommunityEventResponse {
  @ApiProperty() id: string;
  @ApiProperty() title: string;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty({ enum: EVENT_TYPES, enumName: 'CommunityEventType' }) eventType: CommunityEventType;
  @ApiProperty({ enum: EVENT_STATUSES, enumName: 'CommunityEventStatus' }) status: CommunityEventStatus;
  @ApiProperty() hostId: string;
  @ApiProperty({ nullable: true, type: String, description: '姓 名' }) hostName: string | null;
  @ApiProperty({ enum: EVENT_PLATFORMS, enumName: 'EventPlatform' }) platform: EventPlatform;
  @ApiProperty({ example: '2026-12-01T10:00:00.000Z' }) startTime: string;
  @ApiProperty() endTime: string;
  @ApiProperty({ example: 'Asia/Tokyo' }) timezone: string;
  @ApiProperty({ minimum: 1, maximum: 1000 }) maxParticipants: number;
  @ApiProperty() isRecorded: boolean;
  @ApiProperty({ nullable: true, type: String }) recordingUrl: string | null;
  @ApiProperty({ type: [EventMaterialResponse] }) materials: EventMaterialResponse[];
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty() isPublic: boolean;
  @ApiProperty() requiresApproval: boolean;
  @ApiProperty({ description: 'Seats taken (registered or attended)' }) registeredCount: number;
  @ApiProperty() waitlistCount: number;
  @ApiProperty({ description: 'Requests waiting for the host' }) pendingCount: number;
  @ApiProperty({ description: 'maxParticipants − registeredCount, never below 0' }) placesLeft: number;
  @ApiProperty({ type: MyRegistrationResponse, nullable: true, description: "The caller's registration, unless cancelled" })
  myRegistration: MyRegistrationResponse | null;
  @ApiProperty({ description: 'The caller hosts the event, or is a team admin: may approve, mark attendance, change status' })
  canManage: boolean;
  @ApiProperty({ description: 'Send as If-Match to guard a change' }) revision: number;
}

export class EventSessionResponse {
  @ApiProperty() id: string;
  @ApiProperty() title: string;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty() sessionOrder: number;
  @ApiProperty() startTime: string;
  @ApiProperty() endTime: string;
  @ApiProperty({ nullable: true, type: String }) speakerId: string | null;
  @ApiProperty({ nullable: true, type: String }) speakerName: string | null;
  @ApiProperty({ type: [EventMaterialResponse] }) materials: EventMaterialResponse[];
}

export class EventRegistrationResponse {
  @ApiProperty() userId: string;
  @ApiProperty({ nullable: true, type: String }) userName: string | null;
  @ApiProperty({ enum: REGISTRATION_STATUSES, enumName: 'EventRegistrationStatus' }) status: RegistrationStatus;
  @ApiProperty() registeredAt: string;
  @ApiProperty({ nullable: true, type: String }) attendedAt: string | null;
  @ApiProperty({ nullable: true, type: String }) notes: string | null;
  @ApiProperty({ nullable: true, type: Number }) waitlistPosition: number | null;
}

export class EventAnalyticsResponse {
  @ApiProperty({ description: 'Seats taken (registered or attended)' }) totalRegistrations: number;
  @ApiProperty() totalAttendees: number;
  @ApiProperty({ nullable: true, type: Number, description: '1..5, one decimal' }) averageRating: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Attendees per registration, percent' }) completionRate: number | null;
  @ApiProperty({ nullable: true, type: Number, description: '0..100: 50 % attendance, 25 % feedback rate, 25 % rating' })
  engagementScore: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Percent of feedback that would recommend' }) recommendRate: number | null;
  @ApiProperty() feedbackCount: number;
  @ApiProperty() waitlisted: number;
  @ApiProperty() pending: number;
}

export class EventFeedbackResponse {
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty({ nullable: true, type: String }) feedback: string | null;
  @ApiProperty({ nullable: true, type: String }) suggestions: string | null;
  @ApiProperty() wouldRecommend: boolean;
  @ApiProperty() createdAt: string;
}

/** That the event has an uploaded recording (decision 0108); the video itself is for seat holders and those who manage it. */
export class EventRecordingSummaryResponse {
  @ApiProperty({ description: 'Its length, read by ffprobe' }) seconds: number;
  @ApiProperty({ format: 'date-time' }) uploadedAt: string;
}

export class CommunityEventDetailResponse extends CommunityEventResponse {
  @ApiProperty({ nullable: true, type: String, description: 'Only for the host, team admins and seat holders' }) meetingUrl: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Only for the host, team admins and seat holders' }) meetingId: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Only for the host, team admins and seat holders' }) passcode: string | null;
  @ApiProperty({ type: [EventSessionResponse] }) sessions: EventSessionResponse[];
  @ApiProperty({ type: [EventRegistrationResponse], nullable: true, description: 'Only for those who may manage the event' })
  registrations: EventRegistrationResponse[] | null;
  @ApiProperty({ type: EventAnalyticsResponse, nullable: true, description: 'Only for those who may manage the event' })
  analytics: EventAnalyticsResponse | null;
  @ApiProperty({ type: EventFeedbackResponse, nullable: true }) myFeedback: EventFeedbackResponse | null;
  @ApiProperty({ description: 'Completed, the caller held a seat, and gave no feedback yet' }) canGiveFeedback: boolean;
  @ApiProperty({ type: EventRecordingSummaryResponse, nullable: true, description: 'The uploaded recording, if any (watched through /recording-video)' })
  recordingVideo: EventRecordingSummaryResponse | null;
}

export class CalendarFeedResponse {
  @ApiProperty({ nullable: true, type: String, description: 'When the current feed URL was issued; null when none was' })
  issuedAt: string | null;
}

export class IssuedCalendarFeedResponse {
  @ApiProperty({ description: 'The secret feed URL; shown only now (the server keeps only its hash)' }) url: string;
  @ApiProperty() issuedAt: string;
}
