// Brings the jest-dom matchers (toBeInTheDocument, …) into the types of this package's tests.
import '@testing-library/jest-dom';
