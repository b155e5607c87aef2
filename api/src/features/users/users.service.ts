import type { DataSource } from 'typeorm';
import { notFound } from '../../shared/errors';
import { User } from './user.entity';
import { Role } from './role.entity';

export class UsersService {
  constructor(private readonly dataSource: DataSource) {}

  async getById(id: string): Promise<User> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id });
    if (!user) throw notFound();
    return user;
  }

  listRoles(): Promise<Role[]> {
    return this.dataSource.getRepository(Role).find({ order: { createdAt: 'ASC', name: 'ASC' } });
  }

  /** The session user with the roles the REST facade returns inline (SPEC.md §3). */
  async getProfileWithRoles(id: string) {
    const user = await this.dataSource.getRepository(User).findOne({
      where: { id },
      relations: { userRoles: { role: true } },
    });
    if (!user) throw notFound();
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone ?? null,
      address: user.address ?? null,
      city: user.city ?? null,
      province: user.province ?? null,
      postalCode: user.postalCode ?? null,
      country: user.country ?? null,
      createdAt: user.createdAt,
      roles: user.userRoles.map(({ role }) => ({ id: role.id, name: role.name, description: role.description ?? null })),
    };
  }
}
