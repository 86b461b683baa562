import { Module } from '@nestjs/common';

// Work in progress: replaced by the real module in this session.
@Module({})
export class AuthModule {}
