import { type Control, labelOf } from "./control"
import { wrapped } from "./wrapped"

/**
 * A list with a minimum that refuses to be empty, as the build does. Decap's list checks its minimum only when it has
 * items, and after its last item is deleted it still validates that item's stale control, so `items: []` was saved.
 */
export const checkedList = (ListControl: Control): Control =>
  wrapped(ListControl, (props, checkItems) => {
    checkItems()
    const min = Number(props.field.get("min") ?? 0)
    const size = (props.value as { size?: number } | undefined)?.size ?? 0
    if (min > 0 && size === 0 && props.value !== undefined && props.value !== null)
      props.onValidateObject(props.forID, [
        { type: "RANGE", message: `${labelOf(props)} needs at least ${min} item${min === 1 ? "" : "s"}: add one.` },
      ])
  })
