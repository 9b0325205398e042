import type { AxiosAdapter } from 'axios';
import { getBalance, ok } from '../index';
import { createHttp } from './client';

// axios is loaded with the first request (its own chunk in the browser). Here the first load of it fails, as a
// chunk that did not come over the network would; the next load works.
let loads = 0;
jest.mock('axios', () => {
  loads += 1;
  if (loads === 1) throw new Error('Loading chunk axios failed');
  return jest.requireActual('axios');
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('loads axios with the first request, not before; a load that failed is a network failure and the next request loads it again', async () => {
  const transportMessage = jest.fn((r: string) => `transport-${r}`);
  const adapter: AxiosAdapter = async (config) => ({ data: ok({ centerWalletBalance: 7, lockMoney: 0 }), status: 200, statusText: '', headers: {}, config });
  const http = createHttp({
    version: '1.2.3',
    deviceId: () => 'device',
    token: () => '',
    siteId: () => '1001',
    ip: () => '',
    encrypt: () => false,
    effects: { toast: jest.fn(), relogin: jest.fn(), bindRealName: jest.fn(), reenterGame: jest.fn(), catalogMessage: jest.fn(() => ''), transportMessage },
    cookie: () => '',
    adapter,
  });
  expect(loads).toBe(0);
  await expect(http.call(getBalance, { withLockMoney: 1 })).rejects.toMatchObject({ message: 'transport-network' });
  expect(transportMessage).toHaveBeenCalledWith('network');
  await expect(http.call(getBalance, { withLockMoney: 1 })).resolves.toEqual({ centerWalletBalance: 7, lockMoney: 0 });
  expect(loads).toBe(2);
});
