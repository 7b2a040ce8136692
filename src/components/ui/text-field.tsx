import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { controlClass, Field, splitFieldProps, type FieldProps } from './field';
import { fieldLook } from './field-look';

export const inputClass = fieldLook.console.box;

type TextFieldProps = FieldProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function TextField(props: TextFieldProps) {
  const { frame, control, look } = splitFieldProps(props);
  const { className, ...input } = control;
  return <Field {...frame}>{(wiring) => <input {...input} {...wiring} className={controlClass(look, 'input', className)} />}</Field>;
}

type TextAreaFieldProps = FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField(props: TextAreaFieldProps) {
  const { frame, control, look } = splitFieldProps(props);
  const { className, ...area } = control;
  return <Field {...frame}>{(wiring) => <textarea {...area} {...wiring} className={controlClass(look, 'textarea', className)} />}</Field>;
}

type SelectFieldProps = FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };

export function SelectField(props: SelectFieldProps) {
  const { frame, control, look } = splitFieldProps(props);
  const { className, ...select } = control;
  return <Field {...frame}>{(wiring) => <select {...select} {...wiring} className={controlClass(look, 'box', className)} />}</Field>;
}
