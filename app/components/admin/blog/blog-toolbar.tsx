import { Eye, FolderOpen, List, ListX, PenLine, Save, X } from "lucide-react";
import { Form } from "react-router";
import { withParams } from "#app/components/admin/leads/list-params.ts";
import { Button } from "#app/components/ui/button.tsx";

type AddressButtonProps = Omit<React.ComponentProps<typeof Button>, "type"> & {
  params: URLSearchParams;
  /** The address it leads to: the current one with these parameters changed (null removes one). */
  changes: Record<string, string | null>;
};

/**
 * A button that changes the screen's address, as a GET form of its own, so
 * it works without JavaScript (with it, React Router's navigation).
 */
function AddressButton({ params, changes, children, ...props }: AddressButtonProps) {
  const query = new URLSearchParams(withParams(params, changes).slice(1));
  return (
    <Form method="get" preventScrollReset className="contents">
      {[...query].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="secondary" {...props}>
        {children}
      </Button>
    </Form>
  );
}

type BlogToolbarProps = {
  params: URLSearchParams;
  editing: boolean;
  listShown: boolean;
  previewing: boolean;
  /** Before hydration: the buttons that need JavaScript wait. */
  hydrated: boolean;
  busy: boolean;
  /** With JavaScript, Cancel Edit asks first; the handler decides whether to go on. */
  onCancelEdit: (event: React.MouseEvent<HTMLButtonElement>) => void;
  onTogglePreview: () => void;
  onSaveDraft: () => void;
  onLoadDraft: () => void;
};

/**
 * Spec §2.19's buttons: Cancel Edit and Manage/Hide Blogs change the address
 * (`?edit=`, `?manage=1`); Preview/Edit Mode, Save Draft and Load Draft work
 * in the browser (the preview, and drafts kept in localStorage).
 */
export function BlogToolbar(props: BlogToolbarProps) {
  const { params, editing, listShown, previewing, hydrated, busy } = props;
  return (
    <div className="mt-5 flex flex-wrap gap-2">
      {editing && (
        <AddressButton params={params} changes={{ edit: null }} onClick={props.onCancelEdit}>
          <X aria-hidden="true" />
          Cancel Edit
        </AddressButton>
      )}
      <AddressButton
        params={params}
        changes={{ manage: listShown ? null : "1" }}
        aria-expanded={listShown}
        aria-controls="manage-blogs"
      >
        {listShown ? <ListX aria-hidden="true" /> : <List aria-hidden="true" />}
        {listShown ? "Hide Blogs" : "Manage Blogs"}
      </AddressButton>
      <Button variant="secondary" onClick={props.onTogglePreview} disabled={!hydrated}>
        {previewing ? <PenLine aria-hidden="true" /> : <Eye aria-hidden="true" />}
        {previewing ? "Edit Mode" : "Preview"}
      </Button>
      <Button variant="secondary" onClick={props.onSaveDraft} disabled={!hydrated || busy}>
        <Save aria-hidden="true" />
        Save Draft
      </Button>
      <Button variant="secondary" onClick={props.onLoadDraft} disabled={!hydrated || busy}>
        <FolderOpen aria-hidden="true" />
        Load Draft
      </Button>
    </div>
  );
}
