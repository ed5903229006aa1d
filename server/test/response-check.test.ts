import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import responseCheck from '../src/plugins/response-check';
import { Answer, Nullable } from '../src/http';

const Row = Type.Object({ id: Type.Integer(), name: Type.String(), note: Nullable(Type.String()) });

async function appAnswering(data: unknown): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(responseCheck);
  app.get('/row', { schema: { response: { 200: Answer(Row) } } }, async () => ({ code: 0, msg: '', data }));
  app.get('/free', async () => ({ anything: null }));
  await app.ready();
  return app;
}

describe('response check (every server test checks the answers of the routes it calls against their schemas)', () => {
  it('lets an answer through that its schema describes, nulls included', async () => {
    const app = await appAnswering({ id: 1, name: '张三', note: null });
    const response = await app.inject({ url: '/row' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, msg: '', data: { id: 1, name: '张三', note: null } });
    expect(app.responseMismatches).toEqual([]);
    await app.close();
  });

  it('refuses a null where the schema wants a string (the serializer would have sent "")', async () => {
    const app = await appAnswering({ id: 1, name: null, note: null });
    expect((await app.inject({ url: '/row' })).statusCode).toBe(500);
    expect(app.responseMismatches.join('\n')).toMatch(/GET \/row does not match its schema: \/data\/name/);
    await app.close();
  });

  it('refuses a field the schema does not declare (the serializer would have dropped it)', async () => {
    const app = await appAnswering({ id: 1, name: '张三', note: null, phone: '13800000000' });
    expect((await app.inject({ url: '/row' })).statusCode).toBe(500);
    expect(app.responseMismatches.join('\n')).toMatch(/GET \/row changes when serialised by its schema/);
    await app.close();
  });

  it('leaves routes without a response schema alone', async () => {
    const app = await appAnswering(null);
    const response = await app.inject({ url: '/free' });
    expect(response.json()).toEqual({ anything: null });
    expect(app.responseMismatches).toEqual([]);
    await app.close();
  });
});
