import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { User } from '../../accounts/user.entity';
import { Role } from '../../accounts/role.entity';
import { roleRecord } from '../../accounts/role.record';
import { userProfileRecord } from '../../accounts/user.record';
import { recordOf } from '../../shared/record-shape';

const userLookupSchema = z
  .object({
    id: z.string().trim().max(36, 'Id must be at most 36 characters').nullish(),
    email: z.string().trim().max(255, 'Email must be at most 255 characters').nullish(),
  })
  .refine((value) => !!value.id !== !!value.email, { message: 'Give either id or email', path: ['id'] });

export class UsersService {
  constructor(private readonly dataSource: DataSource) {}

  async getById(id: string): Promise<User> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id });
    if (!user) throw notFound();
    return user;
  }

  /** One user by id or by e-mail (any case); null when there is none. Who may read them is the caller's rule. */
  async findByIdOrEmail(input: unknown): Promise<User | null> {
    const { id, email } = parseInput(userLookupSchema, input);
    const users = this.dataSource.getRepository(User);
    return id ? users.findOneBy({ id }) : users.findOneBy({ email: email!.toLowerCase() });
  }

  listRoles(): Promise<Role[]> {
    return this.dataSource.getRepository(Role).find({ order: { createdAt: 'ASC', name: 'ASC' } });
  }

  /**
   * The session user with the roles the REST facade returns inline (docs/product.md#screen-shapes).
   */
  async getProfileWithRoles(id: string) {
    const user = await this.dataSource.getRepository(User).findOne({
      where: { id },
      relations: { userRoles: { role: true } },
    });
    if (!user) throw notFound();
    return recordOf(userProfileRecord, user, { roles: user.userRoles.map(({ role }) => recordOf(roleRecord, role)) });
  }
}
