import { communityEventsTexts as t } from '../../../locales/ja-JP/community-events';
import { useCommunityEventsUpdateMutation, type CommunityEventDetailResponse } from '../../../shared/api/generated/community-events';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { notifySuccess } from '../../../shared/ui/notify';
import { EventFields, eventFieldsRequest, type EventFieldValues } from './EventFields';
import { wallTime } from '../../../shared/lib/datetime';
import '../write-failures';

/**
 * The organiser's correction of an event, prefilled with its current details (times as Tokyo wall
 * times). Checked as the create dialog checks; the server also refuses a capacity below the seats
 * taken. Sent with the revision shown (If-Match), so a change made meanwhile is not overwritten.
 */
export function EditEventDialog({ event, onClose }: { event: CommunityEventDetailResponse; onClose: () => void }) {
  const [update, { isLoading }] = useCommunityEventsUpdateMutation();

  const submit = async (values: EventFieldValues) => {
    await update({
      id: event.id,
      'If-Match': String(event.revision),
      updateCommunityEventRequest: eventFieldsRequest(values),
    }).unwrap();
    notifySuccess(t.edit.saved);
  };

  return (
    <FormDialog<EventFieldValues>
      name="edit-community-event"
      texts={t.edit}
      width={560}
      loading={isLoading}
      initialValues={{
      title: event.title,
      description: event.description,
      platform: event.platform,
      startTime: wallTime(event.startTime),
      endTime: wallTime(event.endTime),
      maxParticipants: event.maxParticipants,
      meetingUrl: event.meetingUrl,
      }}
      onSubmit={submit}
      onClose={onClose}
    >
      <EventFields capacityHint={t.edit.capacityHint(event.registeredCount)} />
    </FormDialog>
  );
}
