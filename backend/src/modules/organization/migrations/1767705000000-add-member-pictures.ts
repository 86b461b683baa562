import { orNull, SchemaMigration } from '../../../platform/database/schema.js';

/**
 * `company_members.picture_url`: the member's profile picture set by a manager
 * (`CompanyMemberPictureChanged`, decision 0095), or null. Members before have none.
 */
export class AddMemberPictures1767705000000 extends SchemaMigration {
  name = 'AddMemberPictures1767705000000';
  protected readonly columns = { company_members: { picture_url: orNull.text } };
}
