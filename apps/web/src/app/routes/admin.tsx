import { ShieldCheck, ShieldOff } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { ScreenHeader } from '../../components/ui/screen-header';
import { AdminArea } from '../../features/admin/components/admin-area';
import { PlaceFieldsKitContext, type PlaceFieldsKit } from '../../features/admin/place-fields-kit';
import { useAuth } from '../../features/auth/auth-context';
import { SignInPrompt } from '../../features/auth/components/sign-in-prompt';
import { PlaceFieldsEditor, placeFieldText } from '../../features/suggestions';
import { paths } from '../../lib/paths';

// The admin area corrects places with the suggest forms' fields, handed in here (its tests hand in
// a stand-in).
const placeFieldsKit: PlaceFieldsKit = { Editor: PlaceFieldsEditor, text: placeFieldText };

// docs/product.md#roles-and-permissions: the admin check here is for show; the server refuses every admin call otherwise.
export default function AdminScreen() {
  const { user } = useAuth();
  return (
    <>
      <ScreenHeader title="Admin" />
      {!user && (
        <SignInPrompt icon={ShieldCheck} title="Sign in to moderate">
          Sign in with your admin account to review suggestions, reports and places.
        </SignInPrompt>
      )}
      {user && !user.isAdmin && (
        <EmptyState
          icon={ShieldOff}
          title="Admins only"
          action={<ButtonLink href={paths.home}>Back to exploring</ButtonLink>}
        >
          This area is for Waggle's moderators. Thanks for helping by suggesting places and
          reporting problems instead.
        </EmptyState>
      )}
      {user?.isAdmin && (
        <PlaceFieldsKitContext value={placeFieldsKit}>
          <AdminArea />
        </PlaceFieldsKitContext>
      )}
    </>
  );
}
