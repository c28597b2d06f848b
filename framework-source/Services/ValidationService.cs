namespace DiceRolling.Services;

/// <summary>
/// Validações simples reutilizadas pelos recursos: nome, id, faixa mínima/máxima e dimensões de grade.
/// </summary>
/// <remarks>
/// Útil nos métodos <c>ValidateConstructor</c> dos recursos (por exemplo,
/// <see cref="DiceRolling.Attributes.AttributeType.ValidateConstructor"/> e
/// <see cref="DiceRolling.Grids.GridType.ValidateConstructor"/>). Singleton com construtor privado; os métodos são
/// estáticos.
/// </remarks>
/// <example>
/// <code>
/// bool ok = ValidationService.ValidateName(name) &amp;&amp; ValidationService.ValidateMinMaxValues(0, 9999);
/// </code>
/// </example>
public class ValidationService
{
    private ValidationService() => throw null;

    /// <summary>Instância única do serviço.</summary>
    public static ValidationService Instance { get; }

    /// <summary>Verifica se um nome é válido (não nulo nem vazio).</summary>
    /// <param name="value">Nome verificado.</param>
    /// <returns><see langword="true"/> se o nome for válido.</returns>
    public static bool ValidateName(string? value) => throw null;

    /// <summary>Verifica se um id é válido.</summary>
    /// <param name="value">Id verificado.</param>
    /// <returns><see langword="true"/> se o id for válido.</returns>
    public static bool ValidateId(string? value) => throw null;

    /// <summary>Verifica se o mínimo não é maior que o máximo.</summary>
    /// <param name="minValue">Valor mínimo.</param>
    /// <param name="maxValue">Valor máximo.</param>
    /// <returns><see langword="false"/> quando <paramref name="minValue"/> é maior que <paramref name="maxValue"/>.</returns>
    public static bool ValidateMinMaxValues(int minValue, int maxValue) => throw null;

    /// <summary>Verifica se as dimensões de uma grade são válidas.</summary>
    /// <param name="rows">Número de linhas.</param>
    /// <param name="columns">Número de colunas.</param>
    /// <returns><see langword="true"/> se as dimensões forem aceitas.</returns>
    public static bool ValidateGridDimensions(int rows, int columns) => throw null;
}
