import { createJsonClient } from '@site/json-client';
import { ContactError, postContact } from './post-contact';

const input = {
  kind: 'message' as const,
  name: 'Ann',
  email: 'ann@example.org',
  subject: '',
  message: 'A message long enough.',
};

function clientAnswering(answer: () => Response | Promise<Response>) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const client = createJsonClient({
    host: '',
    fetch: async (url, init) => {
      calls.push({ url, init });
      return answer();
    },
  });
  return { client, calls };
}

describe('postContact (through the JSON helper)', () => {
  it('POSTs the form as JSON to /api/contact and resolves with the id', async () => {
    const { client, calls } = clientAnswering(() => new Response('{"id":"m1"}', { status: 201 }));
    await expect(postContact(input, client)).resolves.toEqual({ id: 'm1' });
    expect(calls[0]).toMatchObject({
      url: '/api/contact',
      init: { method: 'POST', body: JSON.stringify(input) },
    });
    expect(client.state.busy).toBe(false);
  });

  it('turns the router’s field errors into a ContactError the form shows', async () => {
    const body = {
      error: {
        message: 'Check the fields below.',
        fields: { email: 'Enter an email address like name@example.org.' },
      },
    };
    const { client } = clientAnswering(() => new Response(JSON.stringify(body), { status: 400 }));
    const error = (await postContact(input, client).catch((e: unknown) => e)) as ContactError;
    expect(error).toBeInstanceOf(ContactError);
    expect(error.message).toBe('Check the fields below.');
    expect(error.fields).toEqual({ email: 'Enter an email address like name@example.org.' });
    expect(client.state.lastError?.status).toBe(400);
  });

  it('says the server could not be reached on a network failure, and something went wrong on a garbled answer', async () => {
    const down = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(postContact(input, down.client)).rejects.toThrow('could not reach the server');
    const garbled = clientAnswering(() => new Response('<html>', { status: 502 }));
    await expect(postContact(input, garbled.client)).rejects.toThrow('Something went wrong');
  });
});
