import {
  busiestPeople,
  busiestServices,
  WORKLOAD_MAX_PEOPLE,
  WORKLOAD_MAX_SERVICES,
  type WorkloadMonth,
  type WorkloadPerson,
} from './job-workload';

/*
 * The workload answers at most WORKLOAD_MAX_PEOPLE staff and Nobody, and the months of at most
 * WORKLOAD_MAX_SERVICES services: the maxItems the OpenAPI document states of JobWorkload.
 */

const person = (index: number, open: number): WorkloadPerson => ({
  userId: `staff-${index}`,
  name: `Staff member ${index}`,
  open,
  dueThisWeek: 0,
  overdue: 0,
});
const nobody: WorkloadPerson = { userId: null, name: 'Nobody', open: 7, dueThisWeek: 1, overdue: 2 };

describe('the workload’s bounds', () => {
  it('keeps the staff with the most open jobs, and Nobody after them', () => {
    // As jobWorkload sorts them: the most open jobs first, Nobody last.
    const people = [...Array.from({ length: WORKLOAD_MAX_PEOPLE + 20 }, (_, index) => person(index, 500 - index)), nobody];
    const kept = busiestPeople(people);
    expect(kept).toHaveLength(WORKLOAD_MAX_PEOPLE + 1);
    expect(kept[0]).toEqual(person(0, 500));
    expect(kept[WORKLOAD_MAX_PEOPLE - 1]).toEqual(person(WORKLOAD_MAX_PEOPLE - 1, 500 - (WORKLOAD_MAX_PEOPLE - 1)));
    expect(kept.at(-1)).toEqual(nobody);
    expect(busiestPeople([person(1, 3), nobody])).toEqual([person(1, 3), nobody]);
  });

  it('keeps the months of the services with the most jobs done, in the order given', () => {
    const months = ['2026-10', '2026-11'];
    const done: WorkloadMonth[] = Array.from({ length: WORKLOAD_MAX_SERVICES + 5 }, (_, index) =>
      months.map((month) => ({
        serviceId: `service-${index}`,
        serviceName: `Service ${String(index).padStart(3, '0')}`,
        month,
        done: index + 1,
      })),
    ).flat();
    const kept = busiestServices(done);
    expect(kept).toHaveLength(WORKLOAD_MAX_SERVICES * months.length);
    // The five with the fewest jobs done are left out.
    expect(new Set(kept.map((month) => month.serviceId)).has('service-0')).toBe(false);
    expect(kept.at(-1)).toEqual({
      serviceId: `service-${WORKLOAD_MAX_SERVICES + 4}`,
      serviceName: 'Service 054',
      month: '2026-11',
      done: 55,
    });
    expect(busiestServices(done.slice(0, 4))).toEqual(done.slice(0, 4));
  });
});
