import { css } from 'lit'

export default css`
  :host {
    display: inline-flex;
    vertical-align: middle;
    max-inline-size: 100%;
  }
`
