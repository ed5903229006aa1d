/**
 * Indexes for the customer-side API: service-number prefix search, the appointment sort (pages and
 * export keysets), accessory lines by shipment, project documents by project.
 */
export const sql = /* sql */ `
CREATE INDEX service_orders_service_no_pattern_idx ON service_orders (service_no text_pattern_ops);
DROP INDEX service_orders_appointment_idx;
CREATE INDEX service_orders_appointment_idx ON service_orders (appointment_time, id);
CREATE INDEX service_orders_customer_appointment_idx ON service_orders (customer_id, appointment_time, id);
CREATE INDEX accessory_lines_accessory_idx ON accessory_lines (accessory_id, id);
CREATE INDEX project_documents_project_idx ON project_documents (project_id, service_content_id);
CREATE INDEX files_uploader_idx ON files (uploader_id)
`;
