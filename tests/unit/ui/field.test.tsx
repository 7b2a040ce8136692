import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from '@/components/ui/password-field';
import { SelectField, TextAreaField, TextField } from '@/components/ui/text-field';

describe('the field kit', () => {
  it('names the control by its label and describes it by its error, then its hint', () => {
    render(<TextField label="Phone Number" required hint="Digits only." error="Invalid Phone Number!" />);
    const box = screen.getByRole('textbox', { name: 'Phone Number' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Invalid Phone Number! Digits only.');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is neither invalid nor described when there is nothing to say', () => {
    render(<TextAreaField label="Description" />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAttribute('aria-describedby');
  });

  it('joins a message that stands outside the field', () => {
    render(
      <>
        <TextField label="Joined to" type="date" aria-invalid aria-describedby="dates-error" />
        <p id="dates-error">'From' must not be after 'to'</p>
      </>,
    );
    const box = screen.getByLabelText('Joined to');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription("'From' must not be after 'to'");
  });

  it('announces the error when asked to (role=alert)', () => {
    render(<TextField look="site" label="Code" error="Please enter the code you received." alert />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the code you received.');
  });

  it('labels a select', async () => {
    const onChange = vi.fn();
    render(
      <SelectField label="Operator" defaultValue="equals" onChange={(e) => onChange(e.target.value)}>
        <option value="equals">equals</option>
        <option value="contains">contains</option>
      </SelectField>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Operator' }), 'contains');
    expect(onChange).toHaveBeenCalledWith('contains');
  });

  it('shows and hides a password with a toggle named after the field', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="New Password" />);
    const box = screen.getByLabelText('New Password');
    expect(box).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(box).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide new password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("takes react-hook-form's register (its ref reads the typed value)", async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    function Form() {
      const form = useForm({ defaultValues: { email: '', password: '' } });
      return (
        <form onSubmit={(e) => void form.handleSubmit(submitted)(e)}>
          <TextField label="Email" {...form.register('email')} />
          <PasswordField label="Password" {...form.register('password')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'correct horse' }, expect.anything());
  });
});
