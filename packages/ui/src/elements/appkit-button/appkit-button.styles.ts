import { css } from '../../internal/lit.js'

export default css`
  :host {
    display: inline-flex;
    vertical-align: middle;
    max-inline-size: 100%;
  }
`
