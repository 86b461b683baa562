export const PROJECTION_METADATA = 'platform:projection';
/**
 * Marks a Nest provider implementing `Projection`; the projection runtime discovers every
 * provider so marked (DiscoveryService), so a module only lists it in its `providers`.
 */
export function ReadModelProjection() {
    return (target) => {
        Reflect.defineMetadata(PROJECTION_METADATA, true, target);
    };
}
