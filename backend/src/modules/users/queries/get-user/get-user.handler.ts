import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { UserReadModel } from '../../projections/users/user.read-model.js';
import { toUserView, type UserView } from '../user.view.js';
import { GetUserQuery } from './get-user.query.js';

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery> {
  constructor(
    @InjectRepository(UserReadModel) private readonly users: Repository<UserReadModel>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId }: GetUserQuery): Promise<UserView | null> {
    const row = await this.users.findOneBy({ id: userId });
    return row ? toUserView(row, this.config.adminEmails) : null;
  }
}
