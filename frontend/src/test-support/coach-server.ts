import { http, HttpResponse } from 'msw';
import type { CoachingSessionResponse, StartCoachingSessionRequest } from '../shared/api/generated/ai-coaching';
import type { startMockServer } from './msw';

/**
 * The AI coach's server for a screen that starts a session and opens the coach: a start answers a
 * session opening with `opening`, which then is the active one. `started` collects the start bodies.
 */
export function serveCoach(server: ReturnType<typeof startMockServer>, opening: string): { started: StartCoachingSessionRequest[] } {
  const started: StartCoachingSessionRequest[] = [];
  let active: CoachingSessionResponse | null = null;
  server.use(
    http.post('/api/ai-coaching/sessions', async ({ request }) => {
      const body = (await request.json()) as StartCoachingSessionRequest;
      started.push(body);
      const at = '2026-11-25T03:00:00.000Z';
      active = {
        id: 'session-1',
        sessionType: body.sessionType,
        topic: body.topic ?? null,
        context: body.context ?? null,
        summary: null,
        debrief: null,
        isActive: true,
        isPending: false,
        createdAt: at,
        updatedAt: at,
        messages: [{ id: 'opening', role: 'assistant', content: opening, timestamp: at, citations: [], cutOff: false }],
      };
      return HttpResponse.json(active, { status: 201 });
    }),
    http.get('/api/ai-coaching/active-session', () => HttpResponse.json(active)),
    http.get('/api/ai-coaching/sessions', () => HttpResponse.json(active ? [active] : [])),
    http.get('/api/ai-coaching/stats', () => HttpResponse.json({ completedSessions: 0, totalMessages: 0, activeWeeksOfLastFour: 0, activityThisWeek: 0 })),
    http.get('/api/ai-coaching/recommendations', () => HttpResponse.json([])),
    http.get('/api/ai-coaching/coach', () => HttpResponse.json({ provider: 'offline', offline: true })),
  );
  return { started };
}
