"use client";

import { Component, type ReactNode } from "react";

type Props = { fallback: ReactNode; children: ReactNode };

/**
 * Whatever fails inside the map (its code not downloadable offline, Leaflet throwing) stays inside
 * the map's box: the list, the filters and the rest of the page keep working.
 */
export class MapErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    // A warning, not an error: the page still does its job with the list.
    console.warn("The map could not be shown; the list still has every place.", error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
