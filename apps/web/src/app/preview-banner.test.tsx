import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConnectivityContext } from '../features/connectivity/connectivity-context';
import { connectivityFixture } from '../test/connectivity-fixture';
import { PreviewBanner } from './preview-banner';

const renderBanner = (online: boolean | null) =>
  render(
    <ConnectivityContext value={connectivityFixture({ online })}>
      <PreviewBanner />
    </ConnectivityContext>,
  );

describe('the preview banner (docs/product.md#preview-banner Other UI)', () => {
  it('says the backend runs when it answers', () => {
    renderBanner(true);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Preview backend running in this workspace.',
    );
  });

  it('says it is disconnected when it does not', () => {
    renderBanner(false);
    expect(screen.getByRole('status')).toHaveTextContent('Preview backend disconnected.');
  });

  it('says nothing before the first check has answered', () => {
    renderBanner(null);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
