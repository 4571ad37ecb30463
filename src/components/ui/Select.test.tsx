import { fireEvent, render, screen } from '@testing-library/react'
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

  describe('keyboardHint: a change that acts at once', () => {
    const three = [...options, { value: 'SY', label: 'Syria' }]
    // a closed select moves its choice on an arrow key and fires change in the keydown's task
    const arrowTo = (select: HTMLElement, to: string) => {
      fireEvent.keyDown(select, { key: 'ArrowDown' })
      fireEvent.change(select, { target: { value: to } })
    }
    const setup = () => {
      const onChange = vi.fn()
      render(<Select label="Country" value="KW" options={three} onChange={onChange} keyboardHint="Press Enter to apply, Escape to cancel" />)
      const select = screen.getByRole('combobox', { name: 'Country' })
      select.focus()
      return { onChange, select }
    }

    it('holds arrowed choices, shown, and applies the last one on Enter', () => {
      const { onChange, select } = setup()
      expect(select).toHaveAccessibleDescription('Press Enter to apply, Escape to cancel')
      arrowTo(select, 'SA')
      arrowTo(select, 'SY')
      expect(onChange).not.toHaveBeenCalled()
      expect(select).toHaveValue('SY')
      fireEvent.keyDown(select, { key: 'Enter' })
      expect(onChange.mock.calls).toEqual([['SY']])
    })

    it('drops the held choice on Escape and on leaving the field', () => {
      const { onChange, select } = setup()
      arrowTo(select, 'SA')
      fireEvent.keyDown(select, { key: 'Escape' })
      expect(select).toHaveValue('KW')
      arrowTo(select, 'SY')
      fireEvent.blur(select)
      expect(select).toHaveValue('KW')
      fireEvent.keyDown(select, { key: 'Enter' })
      expect(onChange).not.toHaveBeenCalled()
    })

    it('applies a choice from the option list at once', async () => {
      const { onChange, select } = setup()
      await userEvent.selectOptions(select, 'SA')
      expect(onChange.mock.calls).toEqual([['SA']])
    })

    it('does not hold a change a key did not make (the task after the key)', async () => {
      const { onChange, select } = setup()
      fireEvent.keyDown(select, { key: 'ArrowDown' })
      await new Promise((r) => setTimeout(r, 0))
      fireEvent.change(select, { target: { value: 'SA' } })
      expect(onChange.mock.calls).toEqual([['SA']])
    })
  })
})
