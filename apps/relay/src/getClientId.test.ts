import { expect, test } from 'vitest';
import { getClientId } from './getClientId.js';
import { createFakeJwt } from './testing/createTestSocket.js';

test('default', () => {
  const auth = createFakeJwt('did:key:z6MkClient');
  expect(getClientId(`/?auth=${auth}&projectId=p&ua=wc-2%2Fjs-2.25.0`)).toBe('did:key:z6MkClient');
});

test('behavior: absent or malformed auth', () => {
  expect(getClientId(undefined)).toBeUndefined();
  expect(getClientId('/')).toBeUndefined();
  expect(getClientId('/?auth=not-a-jwt')).toBeUndefined();
  expect(getClientId('/?auth=a.%%%.c')).toBeUndefined();
  expect(getClientId(`/?auth=${createFakeJwt('someone')}`)).toBeUndefined();
  expect(getClientId('//[')).toBeUndefined();
});
