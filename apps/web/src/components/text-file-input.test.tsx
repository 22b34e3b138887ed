import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render.tsx';
import { TextFileInput } from './text-file-input.tsx';

describe('choosing a text file', () => {
  it('hands on the file’s text as it is', async () => {
    const onText = vi.fn();
    const { user } = await renderApp(<TextFileInput label="Or choose a CSV file" onText={onText} />);
    await user.upload(screen.getByLabelText('Or choose a CSV file'), new File(['Designator,Quantity\nLM317T,৩\n'], 'bom.csv', { type: 'text/csv' }));
    await vi.waitFor(() => expect(onText).toHaveBeenCalledWith('Designator,Quantity\nLM317T,৩\n'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the browser cannot read the file, and hands on nothing', async () => {
    const onText = vi.fn();
    const { user } = await renderApp(<TextFileInput label="Or choose a CSV file" onText={onText} />);
    const broken = new File(['x'], 'bom.csv', { type: 'text/csv' });
    broken.text = () => Promise.reject(new Error('NotReadableError'));
    await user.upload(screen.getByLabelText('Or choose a CSV file'), broken);
    expect(await screen.findByRole('alert')).toHaveTextContent('That file could not be read.');
    expect(screen.getByLabelText('Or choose a CSV file')).toHaveAccessibleDescription(/could not be read/);
    expect(onText).not.toHaveBeenCalled();
  });
});
