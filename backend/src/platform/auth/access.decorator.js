import { SetMetadata } from '@nestjs/common';
export const ACCESS_RULE = 'platform:access-rule';
export const Access = (rule) => SetMetadata(ACCESS_RULE, rule);
