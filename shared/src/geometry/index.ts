/** Pure 2D geometry for the battlefield: millimetres, origin top-left, x right, y down. See README.md. */
export * from './vec';
export * from './packed-map';
export * from './shapes';
export * from './closest';
export * from './containment';
export * from './distance';
export * from './intersect';
export * from './path';
export * from './sweep';
export * from './sight';
export * from './field';
export * from './clearance';
export * from './sight-within';
export * from './shortest-path';
