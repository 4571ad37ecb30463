import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Select } from './Select'

const options = [
  { value: 'KW', label: 'Kuwait' },
  { value: 'SA', label: 'KSA' },
]

describe('Select', () => {
  it('is named by its label and described by its error message', () => {
    render(<Select label="Country" value="" placeholder="Select your country" options={options} onChange={() => undefined} error="Please select your country!" />)
    const select = screen.getByRole('combobox', { name: 'Country' })
    expect(select).toHaveAccessibleDescription('Please select your country!')
    expect(select).toHaveAttribute('aria-invalid', 'true')
  })

  it('has no description without an error, and a hidden label still names it', () => {
    render(<Select label="Store status" hideLabel value="KW" options={options} onChange={() => undefined} />)
    const select = screen.getByRole('combobox', { name: 'Store status' })
    expect(select).not.toHaveAttribute('aria-describedby')
    expect(select).not.toHaveAttribute('aria-invalid')
  })

  it('reports the chosen value and can be disabled', async () => {
    const onChange = vi.fn()
    const { rerender } = render(<Select label="Country" value="KW" options={options} onChange={onChange} />)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'SA')
    expect(onChange).toHaveBeenCalledWith('SA')
    rerender(<Select label="Country" value="KW" options={options} onChange={onChange} disabled />)
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeDisabled()
  })

  it('busy: keeps the focus (aria-disabled, not disabled) and ignores a choice', async () => {
    const onChange = vi.fn()
    render(<Select label="Country" value="KW" options={options} onChange={onChange} busy />)
    const select = screen.getByRole('combobox', { name: 'Country' })
    select.focus()
    expect(select).toHaveFocus()
    expect(select).toBeEnabled()
    expect(select).toHaveAttribute('aria-disabled', 'true')
    await userEvent.selectOptions(select, 'SA')
    expect(onChange).not.toHaveBeenCalled()
    expect(select).toHaveValue('KW')
  })
})
