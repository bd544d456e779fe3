import { useState } from 'react';
import { useLocation } from 'wouter';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../lib/paths';
import { useAuth } from '../auth-context';
import { Button } from '../../../components/ui/button';

// docs/product.md#profile-and-account: what goes, and what stays.
const erased = [
  "Your profile and your dog's details",
  'Your saved places',
  'Your reviews, ratings and photos',
  'Your suggestions and reports',
  'Your sign-in account',
];

export function DeleteAccountSection() {
  const { deleteAccount } = useAuth();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [, navigate] = useLocation();

  async function confirm() {
    setBusy(true);
    const deleted = await deleteAccount();
    setBusy(false);
    if (deleted) {
      setOpen(false);
      toast({ title: 'Account deleted', description: 'Everything in it has been erased.' });
      navigate(paths.home);
    } else {
      toast({
        variant: 'destructive',
        title: "Couldn't delete your account",
        description: 'Nothing was deleted. Check your connection and try again.',
      });
    }
  }

  return (
    <section className="mt-10 border-t border-stone-200 pt-6 dark:border-stone-800">
      <h2 className="font-semibold text-stone-900 dark:text-stone-50">Delete account</h2>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
        Permanently erase your account and everything in it.
      </p>
      <Button variant="danger" className="mt-3" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Delete your account?"
        description="This cannot be undone. These will be erased for good:"
      >
        <ul className="mt-3 list-disc pl-5 text-sm text-stone-800 dark:text-stone-200">
          {erased.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">
          Places you added stay on Waggle, without your name.
        </p>
        <div className="mt-6 flex flex-col gap-2">
          <Button variant="danger" disabled={busy} onClick={() => void confirm()}>
            {busy ? 'Deleting…' : 'Delete everything'}
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Keep my account
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
