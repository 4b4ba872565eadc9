import { defineElement } from '../../internal/kitElement.js'
import { KitApproveTransactionView } from './approve-transaction-view.component.js'

export { KitApproveTransactionView }
export default KitApproveTransactionView

defineElement('kit-approve-transaction-view', KitApproveTransactionView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-approve-transaction-view': KitApproveTransactionView
  }
}
