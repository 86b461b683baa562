import { Query } from '@nestjs/cqrs';
import type { AdminStatisticsResponse } from '../../http/admin.response.dto.js';

/** Figures about the database, counted when asked (nothing cached or hard-coded). */
export class GetAdminStatisticsQuery extends Query<AdminStatisticsResponse> {}
