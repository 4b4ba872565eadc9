import { css } from '../../internal/lit.js'

export default css`
  :host {
    display: inline-block;
    line-height: 0;
  }

  svg {
    display: block;
  }
`
