import { css } from 'lit'

export default css`
  :host {
    display: inline-block;
    line-height: 0;
  }

  svg {
    display: block;
  }
`
