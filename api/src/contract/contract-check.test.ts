import { checkContract, contractReport, type Contract } from './contract-check';
import { at, fixtureChangelog, fixtureContract } from './contract-test-kit';
import { sortedKeys, type Json, type JsonObject } from './json';

const first = fixtureChangelog(['1.0.0', 'The first versioned release of both APIs.']);

/** Additions only: an operation over REST, a field over GraphQL. */
const additions = {
  openapi: (document: JsonObject) => {
    at(document, 'paths')['/api/tasks/{id}/done'] = { post: { operationId: 'finishTask', responses: { 200: { description: 'Done' } } } };
  },
  graphql: (schema: string) => schema.replace('  openingHours: String!\n', '  openingHours: String!\n  holidays: [String!]!\n'),
};

/** Each breaking change the brief names, and how the changelog names it. */
const breakingChanges: [string, Parameters<typeof fixtureContract>[1], string][] = [
  ['an operation removed', { openapi: (document) => delete at(document, 'paths')['/api/tasks/{id}'] }, 'GET /api/tasks/{id}'],
  ['a GraphQL field removed', { graphql: (schema) => schema.replace('  openingHours: String!\n', '') }, 'Query.openingHours'],
  [
    'a new required GraphQL input field',
    { graphql: (schema) => schema.replace('  notes: String\n}', '  notes: String\n  dueOn: String!\n}') },
    'TaskInput.dueOn',
  ],
  [
    'a new required REST request property',
    {
      openapi: (document) => {
        const input = at(document, 'components', 'schemas', 'TaskInput');
        at(input, 'properties').dueOn = { type: 'string', format: 'date' };
        input.required = ['title', 'dueOn'];
      },
    },
    'POST /api/tasks',
  ],
];

async function check(released: Contract[], current: Contract, changelog: string) {
  const result = await checkContract({ released, current, changelog });
  return { ...result, report: contractReport(result, current.version) };
}

describe('checkContract', () => {
  it('passes when the contract is its released copy', async () => {
    const { failures, steps, report } = await check([fixtureContract('1.0.0')], fixtureContract('1.0.0'), first);
    expect(failures).toEqual([]);
    expect(steps).toEqual([]);
    expect(report).toContain('The contract check passes.');
  });

  it('reads the JSON whatever its key order and spacing', async () => {
    const reordered = (value: Json): Json =>
      Array.isArray(value)
        ? value.map(reordered)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([key, item]) => [key, reordered(item)]),
            )
          : value;
    const copy = fixtureContract('1.0.0');
    const current = { ...copy, openapi: reordered(copy.openapi) as JsonObject, graphql: `${copy.graphql}\n\n` };
    expect(JSON.stringify(current.openapi)).not.toBe(JSON.stringify(sortedKeys(copy.openapi)));
    expect((await check([copy], current, first)).failures).toEqual([]);
  });

  it('fails when the contract differs from the copy released at the same version, naming the difference and what to do', async () => {
    const current = fixtureContract('1.0.0', {
      openapi: (document) => (at(document, 'paths', '/api/tasks', 'get').summary = 'Every task'),
    });
    const { failures } = await check([fixtureContract('1.0.0')], current, first);
    expect(failures).toEqual([expect.stringContaining('The contract differs from the copy released as 1.0.0')]);
    expect(failures[0]).toContain('GET /api/tasks');
    expect(failures[0]).toContain('add a section for a new version at the top of docs/api-changelog.md');
    expect(failures[0]).toContain('npm run contract:release');
  });

  it('fails a GraphQL difference at the same version the same way', async () => {
    const { failures } = await check([fixtureContract('1.0.0')], fixtureContract('1.0.0', { graphql: additions.graphql }), first);
    expect(failures).toEqual([
      expect.stringMatching(/differs from the copy released as 1\.0\.0[\s\S]*GraphQL Query\.holidays \(non-breaking\)/),
    ]);
  });

  it('passes an addition with a minor version and its changelog section, and counts it', async () => {
    const changelog = fixtureChangelog(['1.1.0', '- `POST /api/tasks/{id}/done`, `Query.holidays`.'], ['1.0.0', 'The first.']);
    const { failures, steps, report } = await check([fixtureContract('1.0.0')], fixtureContract('1.1.0', additions), changelog);
    expect(failures).toEqual([]);
    expect(steps).toEqual([expect.objectContaining({ from: '1.0.0', to: '1.1.0', released: false })]);
    expect(report).toContain(
      '1.0.0 → 1.1.0 (not yet released): REST 0 breaking, 0 dangerous, 1 non-breaking; GraphQL 0 breaking, 0 dangerous, 1 non-breaking',
    );
  });

  it('fails an addition under a new version without a changelog section for it', async () => {
    const { failures } = await check([fixtureContract('1.0.0')], fixtureContract('1.1.0', additions), first);
    expect(failures).toContainEqual(
      expect.stringContaining(
        '1.0.0 → 1.1.0 changes the contract (2 changes) but docs/api-changelog.md has no "## 1.1.0 (YYYY-MM-DD)" section',
      ),
    );
    expect(failures).toContainEqual(expect.stringContaining('the newest version in docs/api-changelog.md is 1.0.0'));
  });

  it('fails a version below the newest released copy', async () => {
    const changelog = fixtureChangelog(['0.9.0', 'Back.'], ['1.0.0', 'The first.']);
    const { failures } = await check([fixtureContract('1.0.0')], fixtureContract('0.9.0'), changelog);
    expect(failures).toContainEqual(expect.stringContaining('The API version 0.9.0 is below the newest released copy, 1.0.0'));
  });

  it('fails when the document’s info.version is not the API version', async () => {
    const current = fixtureContract('1.0.0', { openapi: (document) => (at(document, 'info').version = '1.0.1') });
    const { failures } = await check([fixtureContract('1.0.0')], current, first);
    expect(failures).toContainEqual(expect.stringContaining('says info.version "1.0.1", not 1.0.0'));
  });

  it('fails with no released copy at all', async () => {
    const { failures } = await check([], fixtureContract('1.0.0'), first);
    expect(failures).toEqual([expect.stringContaining('npm run contract:release')]);
  });

  describe.each(breakingChanges)('%s', (_case, change, name) => {
    it('fails under a minor version, naming it and the major version it needs', async () => {
      const changelog = fixtureChangelog(['1.1.0', `- \`${name}\` changed.`], ['1.0.0', 'The first.']);
      const { failures } = await check([fixtureContract('1.0.0')], fixtureContract('1.1.0', change), changelog);
      expect(failures).toEqual([expect.stringContaining('1.0.0 → 1.1.0 breaks the contract, which needs a new major version (2.0.0)')]);
      expect(failures[0]).toContain(name);
    });

    it('fails under a major version whose Breaking list does not name it', async () => {
      const changelog = fixtureChangelog(['2.0.0', `- \`${name}\` changed.\n\n### Breaking\n\n- Something else.`], ['1.0.0', 'The first.']);
      const { failures } = await check([fixtureContract('1.0.0')], fixtureContract('2.0.0', change), changelog);
      expect(failures).toEqual([
        expect.stringContaining('The "### Breaking" list of 2.0.0 in docs/api-changelog.md does not name every breaking change'),
      ]);
      expect(failures[0]).toContain(name);
    });

    it('passes under a major version whose Breaking list names it', async () => {
      const changelog = fixtureChangelog(['2.0.0', `### Breaking\n\n- \`${name}\`: what to do instead.`], ['1.0.0', 'The first.']);
      const { failures, report } = await check([fixtureContract('1.0.0')], fixtureContract('2.0.0', change), changelog);
      expect(failures).toEqual([]);
      expect(report).toMatch(/1\.0\.0 → 2\.0\.0 \(not yet released\): REST \d+ breaking/);
    });
  });

  it('checks every step of the released copies, in version order, not only the last', async () => {
    const [removal, , , requiredProperty] = breakingChanges;
    const released = [
      fixtureContract('2.0.0', {
        openapi: (document) => [removal[1], requiredProperty[1]].forEach((change) => change?.openapi?.(document)),
      }),
      fixtureContract('1.0.0'),
      fixtureContract('1.1.0', { openapi: requiredProperty[1]?.openapi }),
    ];
    const current = released[0];
    const changelog = fixtureChangelog(
      ['2.0.0', `### Breaking\n\n- \`${removal[2]}\` is gone.`],
      ['1.1.0', `- \`${requiredProperty[2]}\` asks for a due date.`],
      ['1.0.0', 'The first.'],
    );
    const { failures, steps } = await check(released, current, changelog);
    expect(steps.map(({ from, to, released: wasReleased }) => [from, to, wasReleased])).toEqual([
      ['1.0.0', '1.1.0', true],
      ['1.1.0', '2.0.0', true],
    ]);
    // 1.1.0 made a request property required: breaking, under a minor version.
    expect(failures).toEqual([expect.stringContaining('1.0.0 → 1.1.0 breaks the contract')]);
  });
});
