import { portalTimeZone, setPortalTimeZone } from './portal-zone';

afterEach(() => setPortalTimeZone('Asia/Shanghai'));

test('a zone named by the IM config is checked when first read, not when set', () => {
  const formatter = jest.spyOn(Intl, 'DateTimeFormat');
  setPortalTimeZone('America/New_York');
  expect(formatter).not.toHaveBeenCalled();
  expect(portalTimeZone()).toBe('America/New_York');
  expect(formatter).toHaveBeenCalledTimes(1);
  expect(portalTimeZone()).toBe('America/New_York');
  expect(formatter).toHaveBeenCalledTimes(1);
  formatter.mockRestore();
});

test('an unknown zone keeps the zone in force', () => {
  setPortalTimeZone('Europe/Paris');
  expect(portalTimeZone()).toBe('Europe/Paris');
  setPortalTimeZone('Mars/Base');
  expect(portalTimeZone()).toBe('Europe/Paris');
  setPortalTimeZone('Asia/Tokyo');
  setPortalTimeZone('Mars/Base');
  expect(portalTimeZone()).toBe('Asia/Tokyo');
});
