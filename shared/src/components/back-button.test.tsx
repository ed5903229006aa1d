import { fireEvent, screen, waitFor } from '@testing-library/react';
import '../i18n';
import { currentLocation, renderWithProviders } from '../testing';
import { BackButton } from './back-button';

test('返回 goes to the list it names', async () => {
  renderWithProviders(<BackButton to="/systemAnnounce" />, { route: '/systemAnnounceDetails?id=3' });
  fireEvent.click(screen.getByRole('button', { name: /返\s*回/ }));
  await waitFor(() => expect(currentLocation()).toBe('/systemAnnounce'));
});
